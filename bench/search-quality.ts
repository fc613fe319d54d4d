// Search quality on the evaluation set (issue 23): `npm run bench:search-quality`.
// MRR and precision@5 over the teacher queries in core/domain/search/search-evaluation.json,
// searched in the starter library exactly as the app searches; the weakest queries are listed.
import fs from 'node:fs';
import { searchLibraryIndex } from '../core/domain/search/library-search';
import { evaluate, type EvaluationQuery } from '../core/domain/search/search-evaluation';
import { starterLibrary } from '../server/test/starter-library';
import { writeBenchmarkSection } from './support/bench-server';

const set = JSON.parse(fs.readFileSync('core/domain/search/search-evaluation.json', 'utf8')) as EvaluationQuery[];
const library = starterLibrary();
const { mrr, precisionAt5, scores } = evaluate(set, (query) => searchLibraryIndex(library, query).hits.map((hit) => hit.item.id));
const weakest = scores
  .filter((s) => s.reciprocalRank < 1 || s.precisionAt5 < 0.8)
  .map((s) => `| ${s.query} | ${s.reciprocalRank.toFixed(2)} | ${s.precisionAt5.toFixed(2)} |`);
const section = [
  `### Search quality, measured ${new Date().toISOString().slice(0, 10)}`,
  '',
  `\`npm run bench:search-quality\`: ${set.length} teacher queries with the cards judged relevant (core/domain/search/search-evaluation.json), searched in the starter library. P@5 counts relevant cards among the first five, out of at most five. Goal: MRR ≥ 0.9, P@5 ≥ 0.8 (the floor in \`npm test\`).`,
  '',
  `**MRR ${mrr.toFixed(3)}, P@5 ${precisionAt5.toFixed(3)}.** Queries below 1 / 0.8:`,
  '',
  '| query | reciprocal rank | P@5 |',
  '|---|---|---|',
  ...weakest,
  '',
].join('\n');
console.log(section);
writeBenchmarkSection('Search quality', section);
