import { materialTitle } from '../../contract/materials.ts';
import { type MaterialSearchHit } from '../../contract/material-search.ts';

/**
 * A hit's material as its list names it: a teacher material's title (its `title`, or what follows
 * category and course in its name from an older server), a learner material's name.
 */
export function hitTitle(material: MaterialSearchHit['material']): string {
  if ('title' in material) return material.title;
  // A learner's name is a title, which never holds "/" (the server stores titles as file names).
  return material.name.includes('/') ? materialTitle(material.name) || material.name : material.name;
}
