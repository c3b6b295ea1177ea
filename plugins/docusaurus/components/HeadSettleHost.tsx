import { fromRelease, siteFacts } from '../shared/site-facts';
import { HeadSettle } from './HeadSettle';

/**
 * The head as react-helmet keeps it (./HeadSettle.tsx), with core's `data-has-hydrated` from 3.0. A server
 * component: the registry's site facts (../shared/site-facts.ts) are the server's, so the release is read here.
 */
export function HeadSettleHost() {
  return <HeadSettle hasHydratedAttribute={fromRelease(siteFacts()?.docusaurusVersion, 3)} />;
}
