import { LegalPage } from '@client/features/legal/components/legal-page';
import { impressumSections } from '@client/features/legal/legal-texts';

export default function ImpressumRoute() {
  return <LegalPage title="Impressum" sections={impressumSections} />;
}
