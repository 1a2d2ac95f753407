export { SeriesDetailPage } from "./SeriesDetailPage.tsx";
