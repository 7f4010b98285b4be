import { describe, expect, it } from 'vitest';
import { deckToEdit } from '../../../src/client/pages/decks/EditDeckPage';

const id = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe('/decks/edit[/{id}] (site-spec 2)', () => {
  it('without an id opens the selected deck and moves the URL to it', () => {
    expect(deckToEdit(undefined, id)).toEqual({ id, redirect: true });
  });
  it('with no deck selected, or an id that is not a uuid, finds nothing', () => {
    expect(deckToEdit(undefined, null)).toEqual({ id: null, redirect: false });
    expect(deckToEdit('not-a-uuid', id)).toEqual({ id: null, redirect: false });
    expect(deckToEdit('../api', id).id).toBeNull();
  });
  it('a uuid in the URL is fetched as it is', () => {
    expect(deckToEdit(id, null)).toEqual({ id, redirect: false });
  });
});
