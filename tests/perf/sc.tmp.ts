import { statementsPerRequest } from './statementCounts.ts';
console.log((await statementsPerRequest()).join('\n'));
