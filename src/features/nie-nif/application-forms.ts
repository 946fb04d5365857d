// The application's two forms share one chunk (HOUSE-6): the documents follow the details on the
// same screen, and every chunk adds its name and hash to the initial JS's runtime.
export { DetailsForm } from './details-form';
export { DocumentsSection } from './documents-section';
