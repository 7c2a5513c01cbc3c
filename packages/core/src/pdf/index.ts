// `@doc-convert/core/pdf`: our small PDF reader (see document.ts), for the faces that read a PDF the service
// made: the Action's merge and the local server's page geometry.
export { PdfFile } from './document';
export { PdfName, PdfRef, PdfString, binaryString, isName, isNumber, type PdfValue } from './objects';
export { IDENTITY, multiply, type Matrix } from './matrix';
