/**
 * Streaming .xlsx files without a workbook in memory: the writer (one sheet, inline strings, no
 * styles) and the reader (the first worksheet's rows as text, from the bytes or an upload stream).
 */
export {
  columnLetters,
  putXmlText,
  xmlText,
  XlsxStreamWriter,
  XlsxText,
  type XlsxCell,
  type XlsxColumn,
  type XlsxTextRange,
  type XlsxWriterOptions,
} from './writer.ts';
export {
  readXlsxRowBatches,
  readXlsxRows,
  sweepSpoolFolders,
  XlsxReadError,
  type XlsxReadErrorCode,
  type XlsxReadOptions,
  type XlsxRow,
} from './reader.ts';
