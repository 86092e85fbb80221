import fs from 'node:fs';
import path from 'node:path';
import { entityTablesSource } from '../db/entity-tables-source.ts';

/** Writes the generated entity tables; `npm run db:generate` then lets drizzle-kit write the migration. */
const target = path.join(import.meta.dirname, '../db/schema/entities.generated.ts');
fs.writeFileSync(target, entityTablesSource());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
