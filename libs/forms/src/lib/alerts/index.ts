export { AlertForm, type AlertFormProps } from './alert-form';
export {
  alertFormSchema,
  alertSearchFromUrl,
  initialAlertValues,
  type AlertFormValues,
  type AlertSearchPrefill,
} from './alert-values';
