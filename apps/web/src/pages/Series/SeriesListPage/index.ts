export { SeriesListPage } from "./SeriesListPage.tsx";
