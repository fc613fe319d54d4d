/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { LegalPage } from './components/legal-page';
export { datenschutzSections, impressumSections } from './legal-texts';
