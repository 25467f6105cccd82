import { signal } from '@preact/signals-react';

/**
 * Changes made on one part of the blog's screens that another part must load again: the
 * list, the story and the admin's aside share no parent. `storiesChanged` is read by the
 * list and the story page, `asideStale` by the aside.
 */
export const storiesChanged = signal(0);
export const asideStale = signal(0);

/** A story's own controls changed it: the page already holds the answer, the aside reloads. */
export function changedFromStory(): void {
  asideStale.value += 1;
}

/** The aside changed stories or tags: the pages reload, and so does the aside. */
export function changedFromAside(): void {
  storiesChanged.value += 1;
  asideStale.value += 1;
}
