// The bridge between the core's zod schemas and the MCP SDK: a tool's input and output schemas are Standard
// Schemas that also give JSON Schema (what `registerTool` takes). The core's zod (3.25's `zod/v4`) validates
// but predates zod 4.2's `~standard.jsonSchema`, for which the SDK would fall back on its own zod 4 and warn on
// stderr; so the JSON Schema is made here with the core's own `z.toJSONSchema`, once per schema, and the
// checking is the core's: a tool's `check` runs the very parser the library runs before a request (the same
// rules, the same words: "zoom: must be between 0.1 and 2"), so a refused call and a refused library call
// read alike, and nothing is sent.
import * as z from 'zod/v4';
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { ValidationError } from 'doc-convert';

type JsonSchema = Record<string, unknown>;

/** The JSON Schema draft the SDK asks for (its JSON_SCHEMA_CONVERSION_TARGET). */
const TARGET = 'draft-2020-12';

/** Words for agents, by property name, added to the JSON Schema's properties (`description`). */
type Descriptions = Readonly<Record<string, string>>;

/** What a failed check says, as Standard Schema issues: the core's path and message for each problem. */
function issuesOf(error: unknown): Array<{ message: string; path?: PropertyKey[] }> {
  if (error instanceof ValidationError) {
    return error.issues.map((issue) => ({
      message: issue.message,
      ...(issue.path ? { path: issue.path.split('.') } : {}),
    }));
  }
  if (error instanceof z.ZodError) {
    return error.issues.map((issue) => ({ message: issue.message, path: issue.path }));
  }
  throw error;
}

function withDescriptions(json: JsonSchema, descriptions: Readonly<Record<string, string>>): JsonSchema {
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return json;
  const described: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(properties)) {
    const description = descriptions[name];
    described[name] = description === undefined ? property : { ...property, description };
  }
  return { ...json, properties: described };
}

/**
 * A tool schema from a zod schema of the core (or one built from its shapes): JSON Schema for `tools/list`, made
 * on first use, and validation for every call: the zod schema's own, or `check`, which returns the value
 * (possibly normalised) or throws the core's ValidationError.
 */
export function toolSchema<S extends z.ZodType>(
  schema: S,
  options?: { descriptions?: Descriptions },
): StandardSchemaWithJSON<z.output<S>, z.output<S>>;
export function toolSchema<T>(
  schema: z.ZodType,
  options: { check: (value: unknown) => T; descriptions?: Descriptions },
): StandardSchemaWithJSON<T, T>;
export function toolSchema(
  schema: z.ZodType,
  options: { check?: (value: unknown) => unknown; descriptions?: Descriptions } = {},
): StandardSchemaWithJSON {
  const check = options.check ?? ((value: unknown) => schema.parse(value));
  const made = new Map<'input' | 'output', JsonSchema>();
  const jsonSchema = (io: 'input' | 'output'): JsonSchema => {
    let json = made.get(io);
    if (!json) {
      // Refinements have no JSON Schema form: `check` holds them; the JSON Schema says what it can.
      json = z.toJSONSchema(schema, { target: TARGET, io, unrepresentable: 'any' }) as JsonSchema;
      if (options.descriptions) json = withDescriptions(json, options.descriptions);
      made.set(io, json);
    }
    return json;
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'doc-convert',
      validate(value: unknown) {
        try {
          return { value: check(value) };
        } catch (error) {
          return { issues: issuesOf(error) };
        }
      },
      jsonSchema: {
        input: () => jsonSchema('input'),
        output: () => jsonSchema('output'),
      },
    },
  };
}
