export { OrderRefunds, type OrderRefundsProps } from "./OrderRefunds.tsx";
