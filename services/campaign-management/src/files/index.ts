// The files module: CSV and spreadsheet files, uploads, the rules spreadsheet, signed file links.
export { csvDocument, parseCsv, startFile, streamCsv } from './csv.ts';
export { streamItemsCsv } from './itemsUpload.ts';
export { itemsListWriter } from './repository.ts';
export { openUpload, readUpload, type StreamedUpload } from './upload.ts';
export { RULES_UPLOAD_BATCH, rulesSheetChunks, uploadRules } from './rulesSheet.ts';
export { applySheetRow } from './sheetRules.ts';
export { writeRulesXlsx } from './xlsx.ts';
export { fileLinkRoutes, linkKey, registerFilePath, signedFileRoute } from './links.ts';
