import { useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * The state of a form followed by its payment step (join, donate): the payment under way, a key
 * that gives a new empty form once paid, and the form's heading to put the focus back on.
 */
export function usePaymentStep<T>() {
  const [payment, setPayment] = useState<T | null>(null);
  const [formKey, setFormKey] = useState(0);
  const formHeading = useRef<HTMLHeadingElement>(null);

  /** Back to the form (emptied after a payment, as it was left otherwise), with the focus on it. */
  const closeStep = (paid: boolean) => {
    flushSync(() => {
      setPayment(null);
      if (paid) setFormKey((key) => key + 1);
    });
    formHeading.current?.focus();
  };

  return { payment, setPayment, formKey, formHeading, closeStep };
}
