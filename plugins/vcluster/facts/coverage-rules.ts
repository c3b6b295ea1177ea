/** What the coverage report (coverage.ts) counts as a feature, a guide and a check — as data. */
export const COVERAGE_RULES = {
  /** Subtrees whose children are features of their own (elsewhere a feature is a depth-2 subtree). */
  split: ['sync.toHost', 'sync.fromHost', 'controlPlane.backingStore', 'controlPlane.distro', 'integrations'],
  /** Subtrees that are not features a reader configures: plugin internals, the deprecated plugin block. */
  skipConfig: [/^plugin(\.|$)/, /^plugins\.<name>$/],
  /** Pages written by a generator from typed data: references, not guides. */
  generated: [/^cli\//, /^api\/resources\//],
  /** A heading of a section that shows how to check the result. */
  verifyHeading: /\b(verif\w*|check\w*|confirm\w*|validat\w*|test(ing)? (it|the)|see (it|the result))\b/i,
  /** A sentence just before a command, saying it checks something. */
  verifyLead: /\b(verify|confirm|check (that|whether|the|it)|to see (that|whether|if)|should (show|list|print|return|see))\b/i,
  /** A command that can show a result. */
  verifyCommand: /^(kubectl|vcluster|curl|helm|k0s|kubeadm|dig|nslookup|openssl|journalctl|systemctl)\b/,
  /** Most-read areas first: install, deploy, sync, backing store, SSO. */
  priority: [
    /^vcluster (create|connect|delete|list)\b/,
    /^controlPlane\.(distro|statefulSet|service|ingress)/,
    /^sync\./,
    /^controlPlane\.backingStore/,
    /sso|oidc|auth/i,
  ],
};
