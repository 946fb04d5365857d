/** Where an applicant company may have its seat, and where IDs are issued: Europe and beyond. */
export const COUNTRIES =
  'AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK CN US'.split(
    ' ',
  );
