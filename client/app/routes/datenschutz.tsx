import { LegalPage } from '@client/features/legal/components/legal-page';
import { datenschutzSections } from '@client/features/legal/legal-texts';

export default function DatenschutzRoute() {
  return <LegalPage title="Datenschutzerklärung" sections={datenschutzSections} />;
}
