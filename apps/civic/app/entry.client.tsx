import { hydrateDocument } from '@civicbrief/app-shell';

hydrateDocument();
