import { SimplePage } from "./simple-page";

export default function Page() {
  return <SimplePage pageKey="paymentSuccess" />;
}
