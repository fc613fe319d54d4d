// Client feature boundaries (STYLE.md, issue 20): every folder under client/features — and every
// tool under client/features/tools — shows the rest of the app only its index.ts. Read from the
// disk, so a new feature is covered the day it is created.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const featuresDir = path.join(root, 'client/features');

/**
 * Modules loaded on demand (React.lazy / import()): public beside the index, because a barrel
 * that re-exported them would pull them into the screens that import the barrel statically.
 */
const LOADED_ON_DEMAND = {
  'client/features/offline': ['./components/changelog-dialog.tsx'],
  'client/features/gradebook': ['./components/topic-average-chart.tsx'],
  'client/features/profile': ['./components/account-deleted-notice.tsx'],
  'client/features/lesson-plans': ['./components/card-plan-actions.tsx'],
};

/** The feature folders, relative to the repository root. */
export function clientFeatures() {
  const folders = [];
  for (const entry of fs.readdirSync(featuresDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (entry.name !== 'tools') {
      folders.push(`client/features/${entry.name}`);
      continue;
    }
    for (const tool of fs.readdirSync(path.join(featuresDir, 'tools'), { withFileTypes: true })) {
      if (tool.isDirectory()) folders.push(`client/features/tools/${tool.name}`);
    }
  }
  return folders.sort();
}

/** Every client folder or file outside `feature` that could import from it. */
function outside(feature, features) {
  const top = fs
    .readdirSync(path.join(root, 'client'))
    .filter((name) => name !== 'features')
    .map((name) => `./client/${name}`);
  return [...top, ...features.filter((other) => other !== feature).map((other) => `./${other}`)];
}

/** Zones for import-x/no-restricted-paths: from outside a feature, only its public files. */
export function featureBoundaryZones() {
  const features = clientFeatures();
  return features.map((feature) => ({
    target: outside(feature, features),
    from: `./${feature}`,
    except: ['./index.ts', ...(LOADED_ON_DEMAND[feature] ?? [])],
    message: `Import ${feature.replace('client/', '@client/')} (its index.ts), not its internals.`,
  }));
}
