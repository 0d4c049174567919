export {
  KEY_CONTACTS_SECTION_ID,
  KeyContactsSection,
  keyContactsTabs,
  type KeyContactsSectionProps,
} from './key-contacts-section';
export { KeyContactsTable, type KeyContactsTableProps } from './key-contacts-table';
