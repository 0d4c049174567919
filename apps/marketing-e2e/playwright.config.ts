import { e2eConfig, formStackEnv } from '@civicbrief/e2e-support/config';

export default e2eConfig({ name: 'marketing', port: 3200, env: formStackEnv });
