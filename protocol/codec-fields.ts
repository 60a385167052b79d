/** How a scalar field travels: the protobuf scalar types net.proto uses. */
export type ScalarKind = 'int32' | 'uint32' | 'int64' | 'string' | 'bytes';

/** One field of a message or record in the generated field tables (`gen/schema.ts`). */
export interface FieldSpec {
  /** The field's name as net.proto (and the spec) spells it. */
  readonly name: string;
  /** The protobuf field number. */
  readonly no: number;
  /** A scalar type, or `message` for a nested record. */
  readonly kind: ScalarKind | 'message';
  /** A list (`repeated`). */
  readonly repeated: boolean;
  /** The record's name, for `message` fields. */
  readonly type?: string;
}

/** A message or record's fields, indexed for the codec. */
export interface TypeSpec {
  readonly name: string;
  readonly fields: readonly FieldSpec[];
  readonly byName: ReadonlyMap<string, FieldSpec>;
  readonly byNo: ReadonlyMap<number, FieldSpec>;
}

/** Index the generated field tables once: name → fields by name and by number. */
export function indexSchema(
  schema: Readonly<Record<string, readonly FieldSpec[]>>,
): ReadonlyMap<string, TypeSpec> {
  const index = new Map<string, TypeSpec>();
  for (const [name, fields] of Object.entries(schema)) {
    index.set(name, {
      name,
      fields,
      byName: new Map(fields.map((f) => [f.name, f])),
      byNo: new Map(fields.map((f) => [f.no, f])),
    });
  }
  return index;
}
