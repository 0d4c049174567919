export { DemoRequestForm, type DemoRequestFormProps } from './demo-request-form';
export { DEMO_REQUEST_FAILED, submitDemoRequest } from './submit-demo-request';
