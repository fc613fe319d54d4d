/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { forgetAccountDeleted, wasAccountDeleted } from './account-deleted';
export { DeleteAccountDialog } from './components/delete-account-dialog';
export { MyDataSection } from './components/my-data-section';
export { PictureSection } from './components/picture-section';
export { TwoFactorSection } from './components/two-factor/two-factor-section';
export { UsernameSection } from './components/username-section';
