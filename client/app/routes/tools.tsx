import { MenuGrid } from '@client/components/ui/menu-grid';
import { toolsMenu } from '@client/features/navigation';

export default function ToolsRoute() {
  return (
    <>
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight sm:text-3xl">Tools</h1>
      <MenuGrid entries={toolsMenu} label="Tools" />
    </>
  );
}
