import { useParams } from 'react-router-dom';
import { useGetCompaniesQuery } from './companies-api';

/** The company of the current `/companies/:companyId` route (the company loader has checked it). */
export function useCurrentCompany() {
  const { companyId } = useParams();
  const { data: companies, ...rest } = useGetCompaniesQuery();
  return {
    company: companies?.find((c) => c.id === companyId),
    companyId,
    companies: companies ?? [],
    ...rest,
  };
}
