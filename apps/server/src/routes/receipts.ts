/**
 * The PDF receipts (docs/product/checkout-and-payments.md, Receipts: "a `.pdf` after `view` answers a PDF"):
 * GET /pay/receipt/:orderId/view.pdf (a signed-in reader) and /pay/receipt/:orderId/:token/view.pdf
 * (a token holder). Each reads the view through the same procedure as the JSON view, so the receipt
 * rung decides who may see it, and renders it with pdfkit. Refusals answer JSON like the shims.
 */
import { createCaller, describeError } from "@paydesk/api";
import { renderReceiptPdf } from "@paydesk/services";
import { Router, type Request, type Response } from "express";
import { requestContext, type ContextDependencies } from "../http/context.ts";

export function receiptRoutes(deps: ContextDependencies): Router {
  const router = Router();

  const answerPdf = async (req: Request, res: Response, token: string | undefined) => {
    try {
      const caller = createCaller(await requestContext(deps, req, res));
      const orderId = req.params.orderId as unknown as number;
      const view = token === undefined ? await caller.receipts.view({ orderId }) : await caller.receipts.viewByToken({ orderId, token });
      const pdf = await renderReceiptPdf(view);
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `inline; filename="receipt-${view.orderId}.pdf"`);
      // A receipt holds a name and an address: never kept by shared caches.
      res.setHeader("Cache-Control", "private, no-store");
      res.end(pdf);
    } catch (error) {
      const described = describeError(error);
      res.status(described.status).json({ status: "error", message: described.message });
    }
  };

  router.get("/pay/receipt/:orderId/view.pdf", (req, res) => answerPdf(req, res, undefined));
  router.get("/pay/receipt/:orderId/:token/view.pdf", (req, res) => answerPdf(req, res, String(req.params.token)));
  return router;
}
