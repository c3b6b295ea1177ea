/**
 * The host Kubernetes versions each documented vCluster version supports, as its own docs give them.
 * The quick start of every version (content/vcluster/<v>/index.mdx) states this range; `npm run
 * check:facts -- --prose` compares the two (plugins/vcluster/checks/host-range.ts).
 *
 * Read from loft-sh/vcluster-docs at HOST_VERSIONS_COMMIT, the last commit before the 0.28 docs were
 * cut (versions 0.20 to 0.27 and main, as documented here). Where a version has a Kubernetes
 * compatibility matrix, its host rows give the range. 0.20 to 0.22 have no matrix of their own (the
 * matrix headings of their distro pages show the main docs' fragment); their own list of supported
 * host versions, shown under "Host cluster compatibility" on their deployment basics and distro
 * pages, gives it. Every version's quick-start prerequisites ask for v1.28+
 * (<version folder>/_partials/quick-start-guide/pre-requisites.mdx), the fallback for a version with
 * neither.
 */

/** Where a range comes from: a compatibility matrix, a list of supported host versions, or the quick-start prerequisites. */
export type HostVersionSource = 'matrix' | 'host-list' | 'prerequisites';

export interface HostVersions {
  /** Lowest supported host Kubernetes minor version ("1.28"). */
  min: string;
  /** Highest one; absent when the source gives only a lower bound ("v1.28+"). */
  max?: string;
  source: HostVersionSource;
  /** The file in loft-sh/vcluster-docs the range is read from. */
  from: string;
}

/** The loft-sh/vcluster-docs commit the facts were read at. */
export const HOST_VERSIONS_COMMIT = '54a50b8560fbb35d37591df3dbb413591ef2e45a';

const versioned = (version: string, file: string) => `vcluster_versioned_docs/version-${version}/${file}`;
/** The supported host versions partial (0.20–0.22). */
const HOST_LIST = '_partials/deploy/kubernetes-versions.mdx';
/** The lifecycle page whose "Kubernetes compatibility matrix" section has one row per host version (0.23 on). */
const MATRIX = 'deploy/upgrade/supported_versions.mdx';

export const HOST_VERSIONS: Record<string, HostVersions> = {
  // List of v1.28 to v1.30 (the 0.20 release's matrix had the same host rows).
  '0.20.0': { min: '1.28', max: '1.30', source: 'host-list', from: versioned('0.20.0', HOST_LIST) },
  // List of v1.28 to v1.31 (v1.31 added after the release).
  '0.21.0': { min: '1.28', max: '1.31', source: 'host-list', from: versioned('0.21.0', HOST_LIST) },
  // List of v1.28 to v1.31 (v1.31 added after the release).
  '0.22.0': { min: '1.28', max: '1.31', source: 'host-list', from: versioned('0.22.0', HOST_LIST) },
  // Matrix rows v1.28 to v1.32.
  '0.23.0': { min: '1.28', max: '1.32', source: 'matrix', from: versioned('0.23.0', MATRIX) },
  // Matrix rows v1.30 to v1.33 (backported from main in May 2025).
  '0.24.0': { min: '1.30', max: '1.33', source: 'matrix', from: versioned('0.24.0', MATRIX) },
  // Matrix rows v1.30 to v1.33.
  '0.25.0': { min: '1.30', max: '1.33', source: 'matrix', from: versioned('0.25.0', MATRIX) },
  // Matrix rows v1.30 to v1.33.
  '0.26.0': { min: '1.30', max: '1.33', source: 'matrix', from: versioned('0.26.0', MATRIX) },
  // Matrix rows v1.30 to v1.33.
  '0.27.0': { min: '1.30', max: '1.33', source: 'matrix', from: versioned('0.27.0', MATRIX) },
  // Matrix rows v1.30 to v1.33 (main; v1.34 came after the 0.28 cut).
  current: { min: '1.30', max: '1.33', source: 'matrix', from: `vcluster/${MATRIX}` },
};
