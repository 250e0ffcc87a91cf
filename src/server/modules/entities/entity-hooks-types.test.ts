import { describe, expect, it } from 'vitest';
import type { DeleteContext, RecordOf, WriteContext } from './entity-hooks-types.js';
import { tagHooks } from '../tags/tag-hooks.js';

/** Type-level: `npm run typecheck` fails here if a hook's record stops being its schema's type. */
function fieldsSeenByTagHooks(ctx: WriteContext<RecordOf<'tags'>>): unknown[] {
  // @ts-expect-error -- a field the tag schema does not declare (as after a rename) is no field of the hook's record
  const renamed = ctx.next.tag_code_renamed;
  return [ctx.next.code, ctx.next.plt_codigo, ctx.current?.id_tag, renamed];
}

describe('entity hook record types', () => {
  it('types the tags hooks by the generated Tag record', () => {
    const beforeDelete: ((ctx: DeleteContext<RecordOf<'tags'>>) => Promise<void>) | undefined = tagHooks.beforeDelete;
    expect(beforeDelete).toBeTypeOf('function');
    expect(fieldsSeenByTagHooks).toBeTypeOf('function');
  });
});
