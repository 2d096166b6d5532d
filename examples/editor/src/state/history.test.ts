import { describe, expect, it } from 'vitest';
import { COALESCE_MS, emptyHistory, recordEdit, redoEdit, undoEdit } from './history.ts';

interface Doc {
  list: string[];
  title: string;
}
const base: Doc = { list: ['a', 'b'], title: 'T' };

describe('history', () => {
  it('records an edit and undoes and redoes it', () => {
    const edited = recordEdit(base, emptyHistory(), (d) => {
      d.list.push('c');
    });
    expect(edited?.value.list).toEqual(['a', 'b', 'c']);
    const undone = edited && undoEdit(edited.value, edited.history);
    expect(undone?.value).toEqual(base);
    const redone = undone && redoEdit(undone.value, undone.history);
    expect(redone?.value.list).toEqual(['a', 'b', 'c']);
  });

  it('records nothing for a recipe that changes nothing', () => {
    expect(recordEdit(base, emptyHistory(), () => {})).toBeNull();
  });

  it('has nothing to undo or redo at the start', () => {
    expect(undoEdit(base, emptyHistory())).toBeNull();
    expect(redoEdit(base, emptyHistory())).toBeNull();
  });

  it('merges quick edits of the same field into one undo step', () => {
    let state = { value: base, history: emptyHistory() };
    for (const [title, now] of [
      ['Ti', 1000],
      ['Tit', 1500],
      ['Titl', 2000],
    ] as const) {
      state =
        recordEdit(
          state.value,
          state.history,
          (d) => {
            d.title = title;
          },
          { coalesceKey: 'title', now },
        ) ?? state;
    }
    expect(state.history.past).toHaveLength(1);
    expect(undoEdit(state.value, state.history)?.value.title).toBe('T');
  });

  it('keeps edits apart after a pause or in another field', () => {
    let state = { value: base, history: emptyHistory() };
    state =
      recordEdit(
        state.value,
        state.history,
        (d) => {
          d.title = 'A';
        },
        { coalesceKey: 'title', now: 0 },
      ) ?? state;
    state =
      recordEdit(
        state.value,
        state.history,
        (d) => {
          d.title = 'B';
        },
        { coalesceKey: 'title', now: COALESCE_MS + 1 },
      ) ?? state;
    state =
      recordEdit(
        state.value,
        state.history,
        (d) => {
          d.list.pop();
        },
        { coalesceKey: 'list', now: COALESCE_MS + 2 },
      ) ?? state;
    expect(state.history.past).toHaveLength(3);
  });

  it('drops the redo stack on a new edit', () => {
    const first = recordEdit(base, emptyHistory(), (d) => {
      d.title = 'A';
    });
    const undone = first && undoEdit(first.value, first.history);
    const next =
      undone &&
      recordEdit(undone.value, undone.history, (d) => {
        d.title = 'B';
      });
    expect(next?.history.future).toEqual([]);
  });
});
