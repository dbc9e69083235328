import type { Request } from "express";
import { intParam, type RestRoute } from "../rest-route.ts";

const query = (req: Request) => req.query as Record<string, unknown>;
const listQuery = (req: Request) => ({ ...query(req), page: intParam(query(req).page), pageSize: intParam(query(req).pageSize) });
const toggle = (action: string) => (req: Request) => ({ friendlyName: req.params.name, action });

/**
 * Spec 02 §7, contents, with the field names of spec 02 §3. Fixed paths come before contents/:friendlyName (the
 * table is matched in order). Search and sections' writes are not in the spec's table: contents/search and tags.
 */
export const contentsRestRoutes: RestRoute[] = [
  // Reading.
  { method: "get", path: "contents/search", procedure: "contents.search", input: listQuery },
  { method: "get", path: "contents/proceduretypes", procedure: "contents.sections.procedureTypes" },
  { method: "get", path: "contents/typesavailable/:x", procedure: "contents.sections.typesAvailable", input: (req) => ({ friendlyName: req.params.x }) },
  { method: "get", path: "contents", procedure: "contents.list", input: listQuery },
  { method: "get", path: "contents/:friendlyName", procedure: "contents.detail", input: (req) => ({ friendlyName: req.params.friendlyName, tag: query(req).tag }) },
  { method: "get", path: "pagepreviews", procedure: "contents.pagePreview", input: (req) => ({ url: query(req).url }) },
  { method: "get", path: "tags", procedure: "contents.sections.list" },
  { method: "get", path: "tags/:friendlyName", procedure: "contents.sections.detail", input: (req) => ({ friendlyName: req.params.friendlyName }) },
  // Administration (permission Contents).
  { method: "post", path: "contents/move", procedure: "contents.move" },
  { method: "post", path: "contents", procedure: "contents.create", status: 201 },
  { method: "put", path: "contents/:friendlyName", procedure: "contents.update", input: (req) => ({ ...req.body, friendlyName: req.params.friendlyName }) },
  { method: "delete", path: "contents/:id", procedure: "contents.remove", input: (req) => ({ id: intParam(req.params.id) }) },
  { method: "post", path: "contents/:name/enable", procedure: "contents.toggle", input: toggle("activate") },
  { method: "post", path: "contents/:name/disable", procedure: "contents.toggle", input: toggle("inactivate") },
  { method: "post", path: "contents/:name/feature", procedure: "contents.toggle", input: toggle("feature") },
  { method: "post", path: "contents/:name/unfeature", procedure: "contents.toggle", input: toggle("unfeature") },
  { method: "post", path: "contents/:name/showonhome", procedure: "contents.toggle", input: toggle("show") },
  { method: "post", path: "contents/:name/unshowonhome", procedure: "contents.toggle", input: toggle("hide") },
  { method: "post", path: "contents/:id/sort/:n", procedure: "contents.sort", input: (req) => ({ ...req.body, id: intParam(req.params.id), n: intParam(req.params.n) }) },
  { method: "post", path: "tags", procedure: "contents.sections.save", status: 201, input: (req) => ({ ...req.body, tagID: undefined }) },
  { method: "put", path: "tags/:id", procedure: "contents.sections.save", input: (req) => ({ ...req.body, tagID: intParam(req.params.id) }) },
  // Participation (logged users).
  { method: "post", path: "contents/:name/like", procedure: "contents.like", input: (req) => ({ friendlyName: req.params.name }) },
  { method: "post", path: "contents/:name/vote", procedure: "contents.vote", input: (req) => ({ ...req.body, friendlyName: req.params.name }) },
  {
    method: "post", path: "contents/:name/votepoll", procedure: "contents.votePoll",
    // The spec posts the list of answers itself; an object with `answers` is accepted too.
    input: (req) => ({ friendlyName: req.params.name, answers: Array.isArray(req.body) ? req.body : req.body?.answers }),
  },
];
