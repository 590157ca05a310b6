import fs from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';
import { STRICT_TABLES, TABLE_OWNERS } from './table-owners.ts';

/* The table-ownership check of DESIGN §7: reads the server source, finds every write, checks its writer. */

const SRC = path.resolve(import.meta.dirname, '..');
/** Tests set up rows directly; the seed and the migrations write every table by design. */
const NOT_SCANNED = /(\.test\.ts|-test-helpers\.ts)$|^(test|db\/seed|db\/migrations)\//;

/** Drizzle table variable → SQL table name, as the schema exports them. */
const TABLE_OF_VAR = new Map(
  Object.entries(schema)
    .filter(([, v]) => isTable(v))
    .map(([name, table]) => [name, getTableName(table as Parameters<typeof getTableName>[0])]),
);
const TABLES = new Set(TABLE_OF_VAR.values());

interface Write {
  file: string;
  line: number;
  table: string;
  columns: string[];
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The keys a Drizzle `.set({...})` / `.values({...} | [{...}])` writes (unknown when not written out). */
function drizzleColumns(call: ts.CallExpression): string[] {
  const chained = call.parent;
  if (!ts.isPropertyAccessExpression(chained) || !['set', 'values'].includes(chained.name.text)) return [];
  const arg = ts.isCallExpression(chained.parent) ? chained.parent.arguments[0] : undefined;
  const objects: readonly ts.Expression[] =
    arg && ts.isArrayLiteralExpression(arg) ? arg.elements : arg ? [arg] : [];
  return objects.filter(ts.isObjectLiteralExpression).flatMap((o) =>
    o.properties
      .map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : ''))
      .filter(Boolean)
      .map(snake),
  );
}

const RAW_WRITE =
  /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{\s*([\w$]+)\s*\}|"?([a-z_][a-z0-9_]*)"?)([^;`'"]*)/gi;

/** Writes in SQL text (`update goods_sku set …`, `update ${goodsSku} s set …`), with the columns they set. */
function rawWrites(text: string, tableOf: (name: string) => string | undefined) {
  return [...text.matchAll(RAW_WRITE)].flatMap((m) => {
    const table = m[1] ? tableOf(m[1]) : TABLES.has(m[2]!) ? m[2] : undefined;
    const set = /\bset\b([\s\S]*?)(?:\bwhere\b|\bfrom\b|\breturning\b|$)/i.exec(m[3] ?? '');
    const columns = [...(set?.[1] ?? '').matchAll(/([a-z_]+)\s*=/gi)].map((c) => c[1]!.toLowerCase());
    return table ? [{ table, columns }] : [];
  });
}

/** Every write to a table in one source file. */
export function writesIn(file: string, source: string): Write[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const aliases = new Map<string, string>();
  const tableOf = (name: string) => TABLE_OF_VAR.get(aliases.get(name) ?? name);
  const found: Write[] = [];
  const at = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isIdentifier(node.initializer) && TABLE_OF_VAR.has(node.initializer.text)) {
        aliases.set(node.name.text, node.initializer.text);
      }
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const arg = node.arguments[0];
      const table = arg && ts.isIdentifier(arg) ? tableOf(arg.text) : undefined;
      if (table && ['insert', 'update', 'delete'].includes(node.expression.name.text)) {
        found.push({ file, line: at(node), table, columns: drizzleColumns(node) });
      }
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      for (const w of rawWrites(node.getText(sf), tableOf)) found.push({ file, line: at(node), ...w });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const within = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

/**
 * Why a write breaks the ownership map, or null when its file may write it: the table's owner (and its listed
 * exceptions) write any column but the ones another folder owns; a column's owner writes only its columns.
 */
export function violation(w: Write): string | null {
  const where = `${w.file}:${w.line} writes ${w.table}`;
  const owner = TABLE_OWNERS[w.table];
  if (!owner) return `${where}, a table without an owner in db/table-owners.ts`;
  const columnOwners = Object.entries(owner.columns ?? {});
  const writers = [owner.owner, ...Object.keys(owner.alsoWrittenBy ?? {})];
  if (!writers.some((folder) => within(w.file, folder))) {
    const mine = columnOwners.filter(([, folder]) => within(w.file, folder)).map(([column]) => column);
    const onlyMine = w.columns.length > 0 && w.columns.every((c) => mine.includes(c));
    return onlyMine ? null : `${where}, owned by ${owner.owner}`;
  }
  const taken = columnOwners.find(
    ([column, folder]) => w.columns.includes(column) && !within(w.file, folder),
  );
  return taken ? `${where}.${taken[0]}, owned by ${taken[1]}` : null;
}

function serverFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return serverFiles(full);
    return e.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

describe('table owners', () => {
  const writes = serverFiles()
    .filter((f) => !NOT_SCANNED.test(f))
    .flatMap((f) => writesIn(f, fs.readFileSync(path.join(SRC, f), 'utf8')));

  it('names an owner for every table of the schema, and only for those', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...TABLES].sort());
  });

  it('lets no other code write the strict tables', () => {
    for (const table of STRICT_TABLES) expect(TABLE_OWNERS[table]?.alsoWrittenBy, table).toBeUndefined();
  });

  it('finds no write outside the owner of its table', () => {
    expect(writes.map(violation).filter(Boolean)).toEqual([]);
  });

  it('sees the writes it checks (the order module writes the order tables)', () => {
    const orderWrites = writes.filter((w) => w.table === 'order').map((w) => w.file);
    expect(orderWrites.length).toBeGreaterThan(2);
    expect(orderWrites.every((f) => within(f, 'modules/order'))).toBe(true);
  });

  it('catches each form of write by a stranger', () => {
    const source = [
      "import { goodsSku, member, order as o2 } from '../../db/schema/index.ts';",
      'const t = memberCoupon;',
      'await tx.update(order).set({ orderStatus: 4 });',
      'await tx.insert(t).values({ state: 1 });',
      'await tx.update(member).set({ nickname: "x", balanceMoney: 0 });',
      'await tx.execute(sql`update ${goodsSku} s set stock = stock + 1`);',
      'await db.execute(`insert into order_log (order_id) values (1)`);',
      'await db.execute(\'delete from "order" where order_id = 1\');',
      "const text = 'please update your address';",
    ].join('\n');
    const found = writesIn('modules/member/x.ts', source).map((w) => [w.table, violation(w) !== null]);
    expect(found).toEqual([
      ['order', true],
      ['promotion_coupon', true],
      ['member', true],
      ['goods_sku', true],
      ['order_log', true],
      ['order', true],
    ]);
  });
});
