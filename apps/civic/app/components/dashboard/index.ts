export { LocationPicker } from './location-picker';
export { LocationsTable } from './locations-table';
export { formatMeetingDate } from './meeting-date';
export { SummariesTable, type SummariesTableProps } from './summaries-table';
export { forgetUserId, rememberUserId, USER_ID_STORAGE_KEY } from './user-id-storage';
