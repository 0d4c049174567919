import { robotsTxt } from '../guides/host-files.server';

/** GET /robots.txt at the root of the AI-policy host (AI_POLICY_HOST, decision 031). */
export const loader = () => robotsTxt();
