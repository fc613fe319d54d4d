import { LegalPage } from '@client/features/legal';
import { datenschutzSections } from '@client/features/legal';

export default function DatenschutzRoute() {
  return <LegalPage title="Datenschutzerklärung" sections={datenschutzSections} />;
}
