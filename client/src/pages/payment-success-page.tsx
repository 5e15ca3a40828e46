/**
 * /payment-success: the return page of the payment feature (after Stripe's 3-D Secure or FedaPay's
 * hosted page), which asks our server about our own payment id.
 */
export { PaymentReturn as default } from "@/features/payment/components/payment-return";
