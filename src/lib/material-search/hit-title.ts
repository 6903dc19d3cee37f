import { materialTitle } from '../../contract/materials.ts';
import { type MaterialSearchHit } from '../../contract/material-search.ts';

/** A hit's material as its list names it: a teacher material's title (after category and course), a learner material's name. */
export function hitTitle(material: MaterialSearchHit['material']): string {
  return 'category' in material ? materialTitle(material.name) : material.name;
}
