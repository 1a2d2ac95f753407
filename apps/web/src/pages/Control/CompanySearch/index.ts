export { CompanySearchPage } from "./CompanySearchPage.tsx";
