export { submitCityRequest, type CityRequestResult, type CityRequestSuccess } from './submit-city-request';
export { CityRequestForm, type CityRequestFormProps } from './city-request-form';
export { CityRequestThanks, type CityRequestThanksProps } from './city-request-thanks';
