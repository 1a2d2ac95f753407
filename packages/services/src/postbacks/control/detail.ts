/**
 * One postback for the control screens: the list's row plus what the SIS was told and
 * answered last (the curl log, credentials already masked when it was written) and the reference
 * the SIS records it under.
 */
import { AppError } from "@paydesk/domain";
import { POSTBACK_MESSAGES } from "@paydesk/validators";
import { withTimeZone } from "../../platform/time-zone.ts";
import type { ActorTxContext } from "../../platform/context.ts";
import { postbacksBeingSent } from "../claim.ts";
import { postbackReference } from "../send.ts";
import { POSTBACK_ROW_SELECT, postbackRow, type PostbackRow } from "./list.ts";

export interface PostbackDetail extends PostbackRow {
  reference: string;
  curlLog: string | null;
  studentName: string | null;
}

export async function getPostback(ctx: ActorTxContext, postbackId: number): Promise<PostbackDetail> {
  const row = await ctx.db.postback.findUnique({
    where: { id: postbackId },
    select: {
      ...POSTBACK_ROW_SELECT,
      orderLineId: true,
      curlLog: true,
      orderLine: { select: { ...POSTBACK_ROW_SELECT.orderLine.select, student: { select: { firstName: true, lastName: true } } } },
    },
  });
  if (!row) throw new AppError("NOT_FOUND", POSTBACK_MESSAGES.noSuchPostback);
  const sending = await postbacksBeingSent(ctx.db, [row.id], ctx.now());
  const student = row.orderLine.student;
  return {
    ...(await withTimeZone(ctx, postbackRow(row, sending), row.company.id)),
    reference: postbackReference(row.orderId, row.orderLineId),
    curlLog: row.curlLog,
    studentName: student ? `${student.firstName} ${student.lastName}` : null,
  };
}
