// The records the local server keeps, named with the API's own field names (spec: "Resources and their
// fields"). Timestamps are epoch milliseconds.

export interface Plan {
  display: string;
  name: string;
  credits: number;
  filesize: number;
  timeout: number;
  price: number;
  yearly: boolean;
  overage: number;
}

export interface Account {
  name: string;
  firstname: string;
  email: string;
  created: number;
  company_name: string;
  company_details: string;
  company_vat: string | null;
  country: string;
  renew_date: number;
  avatar: string;
  billing_email: string;
  plan: Plan;
  hard_limit: null;
  subscription_ends_at: null;
}

/** Credits as configured; `remaining` is always derived (total − used, never below 0). */
export interface CreditCounts {
  base: number;
  total: number;
  used: number;
}

export interface Invoice {
  created: number;
  amount: number;
  reference: string;
  download_url: string;
}

/** A stored template; the list answer shows every field but `html`. */
export interface Template {
  slug: string;
  name: string;
  created: number;
  html: string;
}

/** An API key as the server holds it; `active` is the state the enable operation moves. */
export interface KeyRecord {
  token: string;
  name: string;
  active: boolean;
  is_master: boolean;
  created: number;
  public: string;
  last_used: number;
  usage: number;
  removed: null;
}

export interface LogEntry {
  id: number;
  duration: number;
  executed: number;
  credits: number;
  sandbox: boolean;
  filesize: number;
  error: string | null;
  code: number;
  user_agent: string;
  request_id: string;
  /** The JSON text of the request's parameters without their secrets, or null (see log-entry.ts). */
  query: string | null;
}
