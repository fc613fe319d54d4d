import { LegalPage } from '@client/features/legal';
import { impressumSections } from '@client/features/legal';

export default function ImpressumRoute() {
  return <LegalPage title="Impressum" sections={impressumSections} />;
}
