// A guide's page at the root of the AI-policy host (AI_POLICY_HOST, decision 031).
export { clientLoader, default, headers, loader, meta } from './ai-policy-resources.$guide';
