import { e2eConfig } from '@civicbrief/e2e-support/config';

export default e2eConfig({ name: 'ai-policy', port: 3300 });
