// Answers of the learner's record (record-contract.ts) and its export files: the builders are shared
// with the browser's record (shared/practice/record-export.ts); the server names items from its catalog.
import {
  presentRecordCsv as buildCsv,
  presentRecordJson as buildJson,
  type DescribeItem,
  type ExportFile,
  type WholeRecord,
} from '../../shared/practice/record-export';
import { catalogItemKey, type Catalog } from './service';

export { csvField, presentCompletion } from '../../shared/practice/record-export';
export type { ExportFile, WholeRecord };

/** The item's text and meaning as the export shows them; empty for an item no longer in the content. */
function describeFrom(catalog: Catalog): DescribeItem {
  return (kind, itemId) => {
    const item = catalog.items.get(catalogItemKey(kind, itemId));
    return { text: item?.text ?? '', meaning: item?.meaning ?? '' };
  };
}

export function presentRecordJson(record: WholeRecord, catalog: Catalog, exportedAt: Date): ExportFile {
  return buildJson(record, describeFrom(catalog), exportedAt);
}

export function presentRecordCsv(record: WholeRecord, catalog: Catalog): ExportFile {
  return buildCsv(record, describeFrom(catalog));
}
