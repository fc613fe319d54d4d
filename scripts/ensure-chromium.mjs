// The end-to-end tests run in Debian's Chromium: browsers cannot be downloaded on our machines.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (fs.existsSync(chromium)) process.exit(0);

const command = 'apt-get update && apt-get install -y chromium';
if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
  console.log(`Chromium is missing: installing it with "${command}" …`);
  const result = spawnSync('sh', ['-c', `${command} > /tmp/sportkiste-chromium-install.log 2>&1`], { stdio: 'inherit' });
  if (result.status === 0 && fs.existsSync(chromium)) process.exit(0);
  console.error('Installing Chromium failed; see /tmp/sportkiste-chromium-install.log');
  process.exit(1);
}
console.error(`Chromium is missing at ${chromium}. Install it with:\n  sudo sh -c '${command}'\nor set CHROMIUM_PATH.`);
process.exit(1);
